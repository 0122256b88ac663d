// Confirms the sign-out the app asked for (RP-initiated logout): the IdP's logout page carries the
// form; this script submits it so the person lands back on the app's /login without a click.
// An external file, because the Content-Security-Policy allows no inline script.
const form = document.getElementById('op.logoutForm');
if (form instanceof HTMLFormElement) {
  const confirm = document.createElement('input');
  confirm.type = 'hidden';
  confirm.name = 'logout';
  confirm.value = 'yes';
  form.appendChild(confirm);
  form.submit();
}
