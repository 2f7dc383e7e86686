/** Shown while the administrator has paused new bookings (settings.maintenanceMode). */
export function MaintenanceNotice({ message }: { message?: string }) {
  return (
    <div role="status" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-900">
      <p className="font-semibold">New bookings are paused</p>
      <p className="mt-1 text-sm">{message ?? 'GaadiCare is under maintenance. Please try again later.'}</p>
    </div>
  );
}
