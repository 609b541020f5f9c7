import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type MessageKind = 'success' | 'error' | 'info';
export interface ConsoleMessage {
  id: number;
  kind: MessageKind;
  text: string;
}

/**
 * Success and info messages close themselves after this long (SPEC 9). An error stays until the
 * administrator closes it: what went wrong must not vanish while they read the form.
 */
export const MESSAGE_DISMISS_MS = 5000;

interface MessagesApi {
  messages: ConsoleMessage[];
  show: (kind: MessageKind, text: string) => void;
  dismiss: (id: number) => void;
}

const MessagesContext = createContext<MessagesApi | undefined>(undefined);

export function MessagesProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ConsoleMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  const show = useCallback(
    (kind: MessageKind, text: string) => {
      const id = nextId.current++;
      // The same message again (a second failed Save) replaces the first rather than piling up.
      setMessages((current) => {
        current.filter((m) => m.kind === kind && m.text === text).forEach((m) => {
          clearTimeout(timers.current.get(m.id));
          timers.current.delete(m.id);
        });
        return [...current.filter((m) => m.kind !== kind || m.text !== text), { id, kind, text }];
      });
      if (kind !== 'error') timers.current.set(id, setTimeout(() => dismiss(id), MESSAGE_DISMISS_MS));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ messages, show, dismiss }), [messages, show, dismiss]);
  return <MessagesContext.Provider value={api}>{children}</MessagesContext.Provider>;
}

export function useMessages(): MessagesApi {
  const api = useContext(MessagesContext);
  if (!api) throw new Error('useMessages needs a MessagesProvider');
  return api;
}
