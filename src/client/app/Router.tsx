import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { CurrentUser } from "../../contracts/auth";
import { Spinner } from "../components/ui/spinner";
import { LandingPage } from "../features/landing/LandingPage";

// Only the landing page is in the first bundle; every other screen loads when it is opened.
const DashboardPage = lazy(() =>
  import("../features/dashboard/DashboardPage").then((m) => ({ default: m.DashboardPage })),
);
const NotFoundPage = lazy(() =>
  import("../features/common/NotFoundPage").then((m) => ({ default: m.NotFoundPage })),
);
const AboutPage = lazy(() => import("../features/static/AboutPage").then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() =>
  import("../features/static/ContactPage").then((m) => ({ default: m.ContactPage })),
);
const PrivacyPage = lazy(() =>
  import("../features/static/PrivacyPage").then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import("../features/static/TermsPage").then((m) => ({ default: m.TermsPage })));
const ResourcesPage = lazy(() =>
  import("../features/static/ResourcesPage").then((m) => ({ default: m.ResourcesPage })),
);
const SmallBusinessPage = lazy(() =>
  import("../features/static/SmallBusinessPage").then((m) => ({ default: m.SmallBusinessPage })),
);

const GeneratorPage = lazy(() =>
  import("../features/generator/GeneratorPage").then((m) => ({ default: m.GeneratorPage })),
);
const EditBusinessPage = lazy(() =>
  import("../features/businesses/EditBusinessPage").then((m) => ({ default: m.EditBusinessPage })),
);
const RequirementsPage = lazy(() =>
  import("../features/compliance/RequirementsPage").then((m) => ({ default: m.RequirementsPage })),
);
const DocumentsPage = lazy(() =>
  import("../features/documents/DocumentsPage").then((m) => ({ default: m.DocumentsPage })),
);
// The editor carries TipTap (about 200 kB gzip), so it loads only when a document is opened.
const EditorPage = lazy(() =>
  import("../features/editor/EditorPage").then((m) => ({ default: m.EditorPage })),
);
const PacksPage = lazy(() => import("../features/packs/PacksPage").then((m) => ({ default: m.PacksPage })));
const SubscribePage = lazy(() =>
  import("../features/subscribe/SubscribePage").then((m) => ({ default: m.SubscribePage })),
);
const SettingsPage = lazy(() =>
  import("../features/settings/SettingsPage").then((m) => ({ default: m.SettingsPage })),
);
const SettingsAccessDenied = lazy(() =>
  import("../features/settings/AccessDenied").then((m) => ({ default: m.SettingsAccessDenied })),
);
const FreeTrialPage = lazy(() =>
  import("../features/free-trial/FreeTrialPage").then((m) => ({ default: m.FreeTrialPage })),
);
const SignInPage = lazy(() => import("../features/auth/SignInPage").then((m) => ({ default: m.SignInPage })));

function PageLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner />
    </div>
  );
}

/**
 * Route sets of the spec: public pages always; while signed out (or still loading) "/" and every
 * unknown path show the landing page; signed in, the app screens and a real 404.
 */
export function Router({ user, loading }: { user: CurrentUser | null; loading: boolean }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/login" component={SignInPage} />
        <Route path="/free-trial" component={FreeTrialPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/resources" component={ResourcesPage} />
        <Route path="/whs-documents-small-business" component={SmallBusinessPage} />
        {loading || !user ? (
          <>
            <Route path="/settings">{() => (loading ? <PageLoading /> : <SettingsAccessDenied />)}</Route>
            <Route component={LandingPage} />
          </>
        ) : (
          <>
            <Route path="/">{() => <DashboardPage user={user} />}</Route>
            <Route path="/landing" component={LandingPage} />
            <Route path="/generator" component={GeneratorPage} />
            <Route path="/documents/new" component={GeneratorPage} />
            <Route path="/document-selector" component={GeneratorPage} />
            <Route path="/documents" component={DocumentsPage} />
            <Route path="/editor/:id">{(params) => <EditorPage id={params.id} />}</Route>
            <Route path="/editor">{() => <Redirect to="/documents" />}</Route>
            <Route path="/packs" component={PacksPage} />
            <Route path="/subscribe">{() => <SubscribePage user={user} />}</Route>
            <Route path="/settings">{() => <SettingsPage user={user} />}</Route>
            <Route path="/edit-business/:id">{(params) => <EditBusinessPage id={params.id} />}</Route>
            <Route path="/edit-business">{() => <EditBusinessPage />}</Route>
            <Route path="/businesses/:id/requirements">
              {(params) => <RequirementsPage id={params.id} />}
            </Route>
            <Route component={NotFoundPage} />
          </>
        )}
      </Switch>
    </Suspense>
  );
}
