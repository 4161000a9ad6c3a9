import { AppShell } from './AppShell';
import { PublicBar } from './PublicBar';
import { PublicFooter } from './PublicFooter';

export function PublicLayout() {
  return <AppShell bar={<PublicBar />} footer={<PublicFooter />} />;
}
