// The hook moved to the headless core (both flavours follow links the same way).
export { usePageLink } from '../../controls/usePageLink.js';
