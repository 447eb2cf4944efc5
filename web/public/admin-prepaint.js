// /admin only: the cached panel background before first paint (see features/admin-theme). A file, not an
// inline script, because the Content-Security-Policy allows no inline script.
(() => {
  if (!/^\/admin(\/|$)/.test(location.pathname)) return;
  try {
    const cached = JSON.parse(localStorage.getItem('ritual:admin-theme') || 'null');
    const background = cached?.background;
    if (typeof background !== 'string' || !/^#[0-9a-f]{3,8}$/i.test(background)) return;
    const style = document.createElement('style');
    style.id = 'admin-prepaint';
    style.textContent = `html,body{background:${background} !important}`;
    document.head.appendChild(style);
  } catch {}
})();
