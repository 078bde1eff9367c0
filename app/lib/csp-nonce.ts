import { createContext } from "react-router";

/**
 * The per-request Content-Security-Policy nonce. The Worker entry creates it, sends it in the
 * CSP header and puts it on the request's RouterContextProvider; entry.server.tsx reads it and
 * stamps it on every script React Router renders. Only a string crosses from workers/ to app/.
 */
export const cspNonceContext = createContext<string>();
