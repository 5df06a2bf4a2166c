import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../containers/LoginPage';
import { loginBeforeLoad } from '../../containers/login-guard';
import { parseLoginSearch } from '../../containers/login-search';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: loginBeforeLoad,
  component: function Login() {
    return <LoginPage search={Route.useSearch()} />;
  },
});
