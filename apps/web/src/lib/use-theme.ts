import { useSyncExternalStore } from 'react';
import { getCurrentTheme, setCurrentTheme, subscribeTheme, type Theme } from './theme';

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeTheme, getCurrentTheme, getCurrentTheme);
  return [theme, setCurrentTheme];
}
