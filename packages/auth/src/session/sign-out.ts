/**
 * Logout for the shell's header: the session's clients (transport, realtime) load on demand, so
 * the header of every public page stays light. Same as `logout()` from the session clients.
 */
export async function signOut(): Promise<void> {
  const { logout } = await import('./clients');
  logout();
}
