/** scripts/preload-helper.js: asks for `deps` beside the module (once each), then imports it. */
export declare function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T>;
