declare const __APP_BUILD_ID__: string | undefined;

/** Identifies the build (package version + commit), injected by vite `define`; 'dev' elsewhere. */
export const BUILD_ID: string = typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : 'dev';
