const base = 'http://localhost:8100';
async function cookieFor(email, password, path = '/api/auth/sign-in') {
  const anon = await fetch(`${base}/api/auth/csrf`);
  const csrf = /hv_csrf=([^;]+)/.exec(anon.headers.getSetCookie().join(';'))[1];
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `hv_csrf=${csrf}`, 'x-csrf-token': csrf }, body: JSON.stringify({ email, password }) });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
const owner = await cookieFor('owner@demo.hotelvoice.dev', 'demo-owner-pass');
const admin = await cookieFor('admin@demo.hotelvoice.dev', 'demo-admin-pass', '/api/auth/admin/sign-in');
const dash = ['home','integrations','insights','call-logs','reviews','knowledge-gaps','alerts','guest-data','team','account'].map((p) => '/dashboard/' + p);
const adm = ['/hotels/5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', '/hotels/5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01/edit', '/users/5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', '', '/hotels','/users','/profiles','/hotels/new','/prompts','/accounts','/applications','/demo-requests','/outbox','/audit','/queue-board','/analytics','/operations'].map((p) => '/admin' + p);
const pub = ['/', '/try', '/privacy', '/login', '/signup', '/admin/login', '/forgot-password', '/reset-password', '/confirm-email', '/invitation', '/review?hotelId=5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', '/nothing-here'];
for (const [cookie, list] of [[owner, dash], [admin, adm], ['', pub]]) {
  for (const p of list) {
    const res = await fetch(base + p, { headers: { cookie }, redirect: 'manual' });
    const text = await res.text();
    const bad = res.status >= 500 || text.includes('Something went wrong');
    console.log(bad ? 'BAD' : 'ok ', res.status, p, res.headers.get('location') ?? '');
  }
}
