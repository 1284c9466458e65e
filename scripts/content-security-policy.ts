import type { Plugin } from 'vite';

/**
 * The built app's Content-Security-Policy. No inline script anywhere (the theme bootstrap is
 * public/theme-init.js); MapLibre runs its worker from a blob: URL. The API origins come from
 * config.json at run time, which a tag written at build time cannot know, so `connect-src`
 * allows any http(s) origin here; a deployer who knows the origins sends the stricter header
 * described in the README instead.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // MapLibre, React and the charts set styles through the CSSOM, which CSP leaves alone; the
  // few style attributes in rendered markup (React's `style` on SVG) still need this.
  'style-src': ["'self'"],
  // Avatars and map tiles may live on other hosts; images cannot run code.
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'http:', 'https:', 'data:', 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

export const contentSecurityPolicy = (policy = CONTENT_SECURITY_POLICY) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/**
 * Writes the policy into the built index.html as a meta tag. Build only: `vite dev` injects
 * inline scripts (React refresh) that the policy would rightly block.
 */
export function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'watchfloor:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy() },
        injectTo: 'head-prepend',
      },
    ],
  };
}
