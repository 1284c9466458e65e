/** Where the session lives in localStorage; also read by scripts that start signed in. */
export const SESSION_KEY = 'watchfloor.session';
export const SESSION_END_KEY = 'watchfloor.session-end';
