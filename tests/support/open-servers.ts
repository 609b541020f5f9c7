/**
 * The servers test files start inside their own process (startTestServer): each is listed from
 * its start until it is closed, so that the end of a file can tell whether it left one listening.
 */
export interface OpenServer {
  baseUrl: string;
  close(): Promise<void>;
}

const open = new Set<OpenServer>();

export function serverOpened(server: OpenServer): void {
  open.add(server);
}

export function serverClosed(server: OpenServer): void {
  open.delete(server);
}

/** Those still listening; the list is emptied (the caller closes them). */
export function takeOpenServers(): OpenServer[] {
  const left = [...open];
  open.clear();
  return left;
}
