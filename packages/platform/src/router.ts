/**
 * The micro-frontends' router, shared once through the platform (decision 140): a shared module is bundled whole,
 * and react-router whole weighs more than all of a page's own code; re-exported here, it is cut to what they use.
 */
export { BrowserRouter, Link, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
