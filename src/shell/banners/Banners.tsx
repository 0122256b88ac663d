import { AdBlockerWarning } from './AdBlockerWarning';
import { MaintenanceBanner, TargetingMaintenanceBanner } from './MaintenanceBanners';

/** The banners of part 1 §2.7, between the header and the page. */
export function Banners() {
  return (
    <div className="empty:hidden">
      <MaintenanceBanner />
      <TargetingMaintenanceBanner />
      <AdBlockerWarning />
    </div>
  );
}
