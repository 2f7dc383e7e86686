/** The session cookie of a demo persona on a running app server (POST /api/session). */
export async function personaCookie(url: string, userId: string): Promise<string> {
  const login = await fetch(`${url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId }) });
  if (login.status !== 200) throw new Error(`persona switch answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}
