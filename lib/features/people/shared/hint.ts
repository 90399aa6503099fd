/**
 * A readable cookie set at sign-in and removed at sign-out. It grants nothing (every admin request
 * is checked against the httpOnly session); it spares visitors' browsers a needless request for
 * admin controls on the statically served blog.
 */
export const ADMIN_HINT_COOKIE = 'otailo_admin';
