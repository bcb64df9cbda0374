/**
 * The part size of attachment uploads in parts on the e2e server (ServerOptions `media.partBytes`;
 * the server's default is 5 MB). The runtime sends files from 5 MB on in parts and takes the part
 * size from the server's answer, so with 2 MB parts a 5 MB file goes in three: the resume test
 * (`adminMediaParts.spec.ts`) passes 7 MB through the browser's request interception instead of
 * 16 MB with 5 MB parts of an 11 MB file.
 */
export const E2E_PART_BYTES = 2 * 1024 * 1024;
