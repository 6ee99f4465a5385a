import { Toaster } from 'sonner';
import { useTheme } from '../../lib/use-theme';

/** sonner's toaster in the app's theme (top right, rich colours, a close button). */
export function ThemedToaster() {
  const [theme] = useTheme();
  return <Toaster richColors closeButton theme={theme} position="top-right" />;
}
