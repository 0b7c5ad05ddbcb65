/** The user calls' paths, apart from the calls: the login and register screens name them (toast scopes) without loading the HTTP client. */
export const USER_PATHS = {
  register: '/api/user/register',
  login: '/api/user/login',
  sendEmail: '/api/user/sendEmail',
  info: '/api/user/info',
  checkEmail: '/api/user/checkEmail',
  resetPassword: '/api/user/resetPassword',
  resetPayPassword: '/api/user/resetPayPassword',
  /** Assumed path (the spec gives none): revokes the session on the server. */
  logout: '/api/user/logout',
} as const;
