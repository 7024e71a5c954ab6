// Until this screen is built it shows the generic 'not built yet' state.
import { ModulePlaceholderPage } from '../../app/module-placeholder.page';

export function ExpiringCertificatesPage() {
  return <ModulePlaceholderPage />;
}
