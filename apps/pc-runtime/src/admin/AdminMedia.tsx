import { ImageLibraryPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/** /admin/media: the administration console's media library (README "Administration console"). */
export function AdminMedia() {
  return (
    <ImageLibraryPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />
  );
}
