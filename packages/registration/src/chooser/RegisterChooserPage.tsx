import { activeBrand } from '@paydeck/brand-config/active';
import { offeredKinds } from '../model/availability';
import { RegisterChooser } from './RegisterChooser';

/** /register with the brand's kinds. */
export function RegisterChooserPage() {
  return <RegisterChooser kinds={offeredKinds(activeBrand)} />;
}
