/**
 * The cross-tab signal: the last sign-in or session end in this browser, so every tab follows
 * (and can say why it is back on the login page). It holds no secret: a state, a reason, times.
 */
export const SESSION_SIGNAL_KEY = 'watchfloor.session-signal';

/**
 * Where earlier versions kept the vendor's access token and the reason the session ended.
 * Removed at boot, so a token from before the Watchfloor server does not linger in storage.
 */
export const LEGACY_SESSION_KEYS = ['watchfloor.session', 'watchfloor.session-end'] as const;
