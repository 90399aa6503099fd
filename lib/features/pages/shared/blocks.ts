/** The blocks library for the app and the browser (the boundary rule lets them reach shared/ only). */
export * from '../blocks';
