import { createContext, useContext } from "react";

/**
 * The CSP nonce reaches components through context on the server only; in the browser the
 * attribute is hidden by the browser anyway, so an empty value is correct there.
 */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
