import { createContext, useContext, type ReactNode } from 'react';

/** The frame's UI settings (timezone, isLog4j2Upgraded, ...), as pages read them: by property name. */
export type UiSettingsValues = Record<string, unknown>;

const UiSettingsContext = createContext<UiSettingsValues>({});

export function UiSettingsProvider({ settings, children }: { settings: UiSettingsValues; children: ReactNode }) {
  return <UiSettingsContext.Provider value={settings}>{children}</UiSettingsContext.Provider>;
}

export function useUiSettings(): UiSettingsValues {
  return useContext(UiSettingsContext);
}
