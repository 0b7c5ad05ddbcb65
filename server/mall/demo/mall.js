// KinBo Mall, the local stand-in for the external shop the app shows in a frame (README "Mall
// frame"). It is served by the local API server at /mall-demo/ and does what the real shop does
// with the app's hand-off: reads token, language and iframe flag from its address (tokenTime is
// there too, but the API is the judge of expiry, so the shop does not second-guess it with the
// phone's clock), signs the user in with that token (GET /api/user/info, Token header), follows the
// app's language messages, and tells the app when the token no longer works (code 40200).
// No external requests, no inline script or handler, server text only ever as textContent.

const API_USER_INFO = '/api/user/info';
/** Answers that mean "this token no longer works" (API codes); the shop reports them as 40200. */
const SESSION_CODES = [40100, 40200, 40300];
const EXPIRED_CODE = 40200;
const MESSAGE = { language: 'kinbo:lang', code: 'kinbo:code' };

const TEXT = {
  en: {
    title: 'KinBo Mall',
    hello: 'Hello, {name}',
    welcome: 'Welcome to the KinBo Mall. Everything here is paid in USDT.',
    balance: 'USDT balance: {amount}',
    loading: 'Signing you in…',
    popular: 'Popular now',
    add: 'Add to cart',
    adding: 'Checking…',
    added: '{name} is in your cart.',
    cart: 'Cart: {count}',
    expired: 'Your session has expired. Please log in again.',
    signedOut: 'Open the mall from the KinBo app to shop.',
    error: 'The mall could not reach the server.',
    retry: 'Try again',
    tee: 'KinBo T-shirt',
    earbuds: 'Wireless Earbuds',
    watch: 'Smart Watch',
    mug: 'Travel Mug',
  },
  zh: {
    title: 'KinBo 商城',
    hello: '你好，{name}',
    welcome: '欢迎来到 KinBo 商城，所有商品均以 USDT 支付。',
    balance: 'USDT 余额：{amount}',
    loading: '正在登录…',
    popular: '热门商品',
    add: '加入购物车',
    adding: '正在确认…',
    added: '{name} 已加入购物车。',
    cart: '购物车：{count}',
    expired: '登录已过期，请重新登录。',
    signedOut: '请从 KinBo 应用打开商城购物。',
    error: '商城无法连接服务器。',
    retry: '重试',
    tee: 'KinBo T 恤',
    earbuds: '无线耳机',
    watch: '智能手表',
    mug: '随行杯',
  },
  kr: {
    title: 'KinBo 쇼핑몰',
    hello: '안녕하세요, {name}님',
    welcome: 'KinBo 쇼핑몰에 오신 것을 환영합니다. 모든 상품은 USDT로 결제합니다.',
    balance: 'USDT 잔액: {amount}',
    loading: '로그인하는 중…',
    popular: '지금 인기 상품',
    add: '장바구니 담기',
    adding: '확인하는 중…',
    added: '{name}을(를) 장바구니에 담았습니다.',
    cart: '장바구니: {count}',
    expired: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    signedOut: 'KinBo 앱에서 쇼핑몰을 열어 주세요.',
    error: '쇼핑몰이 서버에 연결하지 못했습니다.',
    retry: '다시 시도',
    tee: 'KinBo 티셔츠',
    earbuds: '무선 이어폰',
    watch: '스마트워치',
    mug: '텀블러',
  },
  id: {
    title: 'KinBo Mall',
    hello: 'Halo, {name}',
    welcome: 'Selamat datang di KinBo Mall. Semua barang dibayar dengan USDT.',
    balance: 'Saldo USDT: {amount}',
    loading: 'Sedang masuk…',
    popular: 'Sedang populer',
    add: 'Tambah ke keranjang',
    adding: 'Memeriksa…',
    added: '{name} sudah ada di keranjang Anda.',
    cart: 'Keranjang: {count}',
    expired: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    signedOut: 'Buka mall dari aplikasi KinBo untuk berbelanja.',
    error: 'Mall tidak dapat menghubungi server.',
    retry: 'Coba lagi',
    tee: 'Kaos KinBo',
    earbuds: 'Earbud Nirkabel',
    watch: 'Jam Tangan Pintar',
    mug: 'Tumbler Perjalanan',
  },
  vn: {
    title: 'Cửa hàng KinBo',
    hello: 'Xin chào, {name}',
    welcome: 'Chào mừng bạn đến Cửa hàng KinBo. Mọi sản phẩm đều thanh toán bằng USDT.',
    balance: 'Số dư USDT: {amount}',
    loading: 'Đang đăng nhập…',
    popular: 'Đang được ưa chuộng',
    add: 'Thêm vào giỏ',
    adding: 'Đang kiểm tra…',
    added: 'Đã thêm {name} vào giỏ hàng.',
    cart: 'Giỏ hàng: {count}',
    expired: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
    signedOut: 'Hãy mở cửa hàng từ ứng dụng KinBo để mua sắm.',
    error: 'Cửa hàng không kết nối được máy chủ.',
    retry: 'Thử lại',
    tee: 'Áo thun KinBo',
    earbuds: 'Tai nghe không dây',
    watch: 'Đồng hồ thông minh',
    mug: 'Cốc giữ nhiệt',
  },
  fil: {
    title: 'KinBo Mall',
    hello: 'Kumusta, {name}',
    welcome: 'Maligayang pagdating sa KinBo Mall. USDT ang pambayad sa lahat ng item.',
    balance: 'Balanse sa USDT: {amount}',
    loading: 'Sina-sign in ka…',
    popular: 'Patok ngayon',
    add: 'Idagdag sa cart',
    adding: 'Sinusuri…',
    added: 'Nasa cart mo na ang {name}.',
    cart: 'Cart: {count}',
    expired: 'Nag-expire na ang iyong session. Mag-log in muli.',
    signedOut: 'Buksan ang mall mula sa KinBo app para mamili.',
    error: 'Hindi maabot ng mall ang server.',
    retry: 'Subukang muli',
    tee: 'KinBo T-shirt',
    earbuds: 'Wireless Earbuds',
    watch: 'Smart Watch',
    mug: 'Travel Mug',
  },
};
const HTML_LANG = { en: 'en', zh: 'zh-CN', kr: 'ko', id: 'id', vn: 'vi', fil: 'fil' };
/** Prices are decimal strings, as money is everywhere in KinBo. */
const PRODUCTS = [
  { id: 'tee', price: '25.00' },
  { id: 'earbuds', price: '49.90' },
  { id: 'watch', price: '89.00' },
  { id: 'mug', price: '12.50' },
];

/** The API's Lang codes, also accepting locale tags (zh-CN, ko, vi-VN, …). */
function normalizeLang(value) {
  if (typeof value !== 'string') return null;
  const tag = value.trim().toLowerCase().replace('_', '-');
  if (Object.hasOwn(TEXT, tag)) return tag;
  const base = tag.split('-')[0];
  const aliases = { en: 'en', zh: 'zh', ko: 'kr', kr: 'kr', id: 'id', in: 'id', vi: 'vn', vn: 'vn', fil: 'fil', tl: 'fil' };
  return Object.hasOwn(aliases, base) ? aliases[base] : null;
}

/** The app that framed us: the browser's record of our ancestors, else the referrer's origin. */
function parentOriginOf() {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return new URL(document.referrer).origin;
  } catch {
    return null;
  }
}

/** Cuts a decimal string to `places` decimals (rounds down, no float). */
function truncateDecimal(value, places) {
  const text = String(value ?? '0');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '0';
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`;
}

const query = new URLSearchParams(window.location.search);
const token = query.get('token') ?? '';
const framed = query.get('iframe') === '1' && window.parent !== window;
const parentOrigin = framed ? parentOriginOf() : null;

const state = {
  lang: normalizeLang(query.get('lang')) ?? 'en',
  /** loading | ready | expired | signed-out | error */
  phase: token ? 'loading' : 'signed-out',
  user: null,
  cart: 0,
  busy: null,
  notice: '',
  reported: false,
};

const text = (key, values = {}) => (TEXT[state.lang][key] ?? TEXT.en[key]).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));

function element(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else if (key === 'className') node.className = value;
    else if (key === 'onClick') node.addEventListener('click', value);
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

/** Asks the API who holds the token: { kind: 'ok', user } | { kind: 'expired' } | { kind: 'error' }. */
async function whoAmI() {
  try {
    const response = await fetch(API_USER_INFO, { headers: { Token: token, Lang: state.lang }, cache: 'no-store', credentials: 'omit' });
    const body = await response.json();
    if (body && body.code === 0 && body.data) return { kind: 'ok', user: body.data };
    if (body && SESSION_CODES.includes(body.code)) return { kind: 'expired' };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}

/** Tells the app, and only the app's origin, that this token no longer works. Once. */
function reportExpired() {
  if (state.reported || !parentOrigin) return;
  state.reported = true;
  window.parent.postMessage({ type: MESSAGE.code, code: EXPIRED_CODE }, parentOrigin);
}

function apply(result) {
  if (result.kind === 'ok') {
    state.user = result.user;
    state.phase = 'ready';
  } else if (result.kind === 'expired') {
    state.phase = 'expired';
    reportExpired();
  } else if (state.phase !== 'ready') {
    state.phase = 'error';
  }
}

async function signIn() {
  state.phase = 'loading';
  render();
  apply(await whoAmI());
  render();
}

/** Every shop action checks the session first, as the real shop's order calls would. */
async function addToCart(product) {
  if (state.busy) return;
  state.busy = product.id;
  state.notice = '';
  render();
  const result = await whoAmI();
  state.busy = null;
  apply(result);
  if (result.kind === 'ok') {
    state.cart += 1;
    state.notice = text('added', { name: text(product.id) });
  } else if (result.kind === 'error') {
    state.notice = text('error');
  }
  render();
}

function productCard(product) {
  const busy = state.busy === product.id;
  return element('li', { className: 'product' }, [
    element('img', { src: `${product.id}.svg`, alt: '', width: 120, height: 120 }),
    element('h3', { text: text(product.id) }),
    element('p', { className: 'price', text: `${product.price} USDT` }),
    element('button', {
      type: 'button',
      className: 'buy',
      disabled: state.busy !== null,
      'aria-busy': busy ? 'true' : null,
      text: busy ? text('adding') : text('add'),
      onClick: () => void addToCart(product),
    }),
  ]);
}

function render() {
  document.documentElement.lang = HTML_LANG[state.lang];
  document.title = text('title');
  document.querySelector('.brand').textContent = text('title');
  document.getElementById('cart').textContent = state.cart > 0 ? text('cart', { count: state.cart }) : '';
  document.body.classList.toggle('framed', framed);

  const app = document.getElementById('app');
  app.setAttribute('aria-busy', state.phase === 'loading' ? 'true' : 'false');
  const status = (message) => element('p', { className: 'note', id: 'status', role: 'status', text: message });

  if (state.phase === 'loading') return app.replaceChildren(status(text('loading')));
  if (state.phase === 'signed-out') return app.replaceChildren(status(text('signedOut')));
  if (state.phase === 'expired') return app.replaceChildren(status(text('expired')));
  if (state.phase === 'error') {
    return app.replaceChildren(status(text('error')), element('button', { type: 'button', className: 'buy', text: text('retry'), onClick: () => void signIn() }));
  }

  const user = state.user;
  app.replaceChildren(
    element('section', { className: 'hello' }, [
      element('h1', { text: text('hello', { name: user.nickname || user.email }) }),
      element('p', { text: text('welcome') }),
      element('p', { className: 'balance', text: text('balance', { amount: truncateDecimal(user.usdt_amount, 2) }) }),
    ]),
    element('h2', { text: text('popular') }),
    element('ul', { className: 'grid' }, PRODUCTS.map(productCard)),
    element('p', { className: 'note', id: 'status', role: 'status', text: state.notice }),
  );
}

// App → shop: the language, only from the app that framed us.
window.addEventListener('message', (event) => {
  if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || typeof data !== 'object' || data.type !== MESSAGE.language) return;
  const lang = normalizeLang(data.lang);
  if (!lang || lang === state.lang) return;
  state.lang = lang;
  render();
});

// Coming back to the shop re-checks the session, so an expiry in the meantime is reported.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible' && state.phase === 'ready')
    void whoAmI().then((r) => {
      apply(r);
      render();
    });
});

if (token) void signIn();
else render();
