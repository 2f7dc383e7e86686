/**
 * The framework floor: the least an app on this stack ships (React, React DOM, the router and
 * Dexie), built with the app's Vite settings. First-route JavaScript is compared against it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import Dexie from 'dexie';

const database = new Dexie('framework-floor');
database.version(1).stores({ items: 'id' });
void database.open();

const router = createBrowserRouter([{ path: '*', element: <h1>Framework floor</h1> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
