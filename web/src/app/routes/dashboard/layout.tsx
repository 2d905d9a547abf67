import { Outlet } from 'react-router-dom';
// Being built: see the issue that owns this page.
export function Component() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}
