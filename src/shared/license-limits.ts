/** SPEC 9: a license file holds at most 51,200 bytes (server, wizard and License page alike). */
export const MAX_LICENSE_FILE_BYTES = 51_200;
