import { useLocation, useNavigate } from 'react-router-dom';

/** Shows the router's path and query (`location`) and offers the browser's Back (`Browser back`), for URL-state tests. */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}
