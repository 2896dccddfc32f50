import { Button } from '@chakra-ui/react';
import { useInstallPrompt } from '@/lib/pwa/useInstallPrompt';
import { InstallIcon } from '../icons';

/** 安装到桌面: only while the browser offers the install and the app is not installed yet. */
export function InstallButton({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { canInstall, installed, install } = useInstallPrompt();
  if (!canInstall || installed) return null;
  return (
    <Button size={size} variant="outline" colorPalette="brand" onClick={() => void install()}>
      <InstallIcon />
      安装到桌面
    </Button>
  );
}
