import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "@/app/providers";

/** Renders a screen piece inside the app's own providers and a router, as the app shows it. */
export function renderInApp(element: ReactElement) {
  const router = createMemoryRouter([{ path: "*", element }]);
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
