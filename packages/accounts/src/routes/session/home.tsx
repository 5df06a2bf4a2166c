import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../containers/HomePage';

export const Route = createFileRoute('/_session/home')({ staticData: { catalogs: ['accounts'] }, component: HomePage });
