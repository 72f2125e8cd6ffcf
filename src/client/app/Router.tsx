import { type ComponentType, lazy, Suspense, useState } from "react";
import { Redirect, Route, Switch } from "wouter";
import type { CurrentUser } from "../../contracts/auth";
import { Spinner } from "../components/ui/spinner";
import { LandingPage } from "../features/landing/LandingPage";
import { loadDashboardPage, loadEditorPage, type ScreenLoader, screenLoader } from "./screens";

// Only the landing page is in the first bundle; every other screen loads when it is opened.
// Each of those has a Suspense boundary of its own, not one around the whole Switch: the
// prerendered landing page then sits outside any boundary and is hydrated in the same pass as the
// shell. (React leaves a server-rendered boundary to hydrate last, at the lowest priority; an update
// that reaches it first, such as the current user arriving, then hydrates it in one long task.)
const DashboardPage = lazyPage(loadDashboardPage);
const NotFoundPage = lazyPage(() => import("../features/common/NotFoundPage").then((m) => m.NotFoundPage));
const AboutPage = lazyPage(() => import("../features/static/AboutPage").then((m) => m.AboutPage));
const ContactPage = lazyPage(() => import("../features/static/ContactPage").then((m) => m.ContactPage));
const PrivacyPage = lazyPage(() => import("../features/static/PrivacyPage").then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => import("../features/static/TermsPage").then((m) => m.TermsPage));
const ResourcesPage = lazyPage(() => import("../features/static/ResourcesPage").then((m) => m.ResourcesPage));
const SmallBusinessPage = lazyPage(() =>
  import("../features/static/SmallBusinessPage").then((m) => m.SmallBusinessPage),
);

const GeneratorPage = lazyPage(() =>
  import("../features/generator/GeneratorPage").then((m) => m.GeneratorPage),
);
const NewBusinessPage = lazyPage(() =>
  import("../features/businesses/NewBusinessPage").then((m) => m.NewBusinessPage),
);
const EditBusinessPage = lazyPage(() =>
  import("../features/businesses/EditBusinessPage").then((m) => m.EditBusinessPage),
);
const RequirementsPage = lazyPage(() =>
  import("../features/compliance/RequirementsPage").then((m) => m.RequirementsPage),
);
const DocumentsPage = lazyPage(() => import("./DocumentsPage").then((m) => m.DocumentsPage));
const EditorPage = lazyPage(loadEditorPage);
const SignOnPosterPage = lazyPage(() =>
  import("../features/sign-on/SignOnPosterPage").then((m) => m.SignOnPosterPage),
);
const UpdatePage = lazyPage(() => import("../features/updates/UpdatePage").then((m) => m.UpdatePage));
const PacksPage = lazyPage(() => import("../features/packs/PacksPage").then((m) => m.PacksPage));
const SubscribePage = lazyPage(() =>
  import("../features/subscribe/SubscribePage").then((m) => m.SubscribePage),
);
const SettingsPage = lazyPage(() => import("../features/settings/SettingsPage").then((m) => m.SettingsPage));
const SettingsAccessDenied = lazyPage(() =>
  import("../features/settings/AccessDenied").then((m) => m.SettingsAccessDenied),
);
const FreeTrialPage = lazyPage(() =>
  import("../features/free-trial/FreeTrialPage").then((m) => m.FreeTrialPage),
);
const JoinTeamPage = lazyPage(() => import("../features/team/JoinTeamPage").then((m) => m.JoinTeamPage));
const SignInPage = lazyPage(() => import("../features/auth/SignInPage").then((m) => m.SignInPage));
const accountLinks = () => import("../features/auth/AccountLinkPages");
const ForgotPasswordPage = lazyPage(() => accountLinks().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => accountLinks().then((m) => m.ResetPasswordPage));
const UnlockAccountPage = lazyPage(() => accountLinks().then((m) => m.UnlockAccountPage));
const VerifyEmailPage = lazyPage(() => accountLinks().then((m) => m.VerifyEmailPage));
const ConfirmEmailPage = lazyPage(() => accountLinks().then((m) => m.ConfirmEmailPage));
const TwoFactorRecoveryPage = lazyPage(() => accountLinks().then((m) => m.TwoFactorRecoveryPage));
const CancelTwoFactorRecoveryPage = lazyPage(() => accountLinks().then((m) => m.CancelTwoFactorRecoveryPage));

export function lazyPage<P extends object>(load: (() => Promise<ComponentType<P>>) | ScreenLoader<P>) {
  const loader = "loaded" in load ? load : screenLoader(load);
  const Page = lazy(() => loader().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen, at module level
  return function LazyPage(props: P) {
    // A screen already in memory (prefetched, or opened before) renders at once instead of
    // suspending; chosen once per mount so the screen never remounts when its module arrives.
    const [Ready] = useState(() => loader.loaded());
    return (
      <Suspense fallback={<PageLoading />}>{Ready ? <Ready {...props} /> : <Page {...props} />}</Suspense>
    );
  };
}

/**
 * A screen still on its way. It fills the screen, so the footer starts below it and is not seen
 * jumping down when the screen arrives (a layout shift the reader would see).
 */
function PageLoading() {
  return (
    <div className="flex min-h-screen justify-center py-24">
      <Spinner />
    </div>
  );
}

/**
 * The wait for the session on a signed-in screen: as tall as the screen and blank, and replaced
 * whole when the session arrives (with the e-mail banner above the screen, when there is one), so
 * nothing on screen moves. The page asks for the session with its first bytes: the wait is short.
 */
function SessionLoading() {
  return <div className="min-h-screen" />;
}

/**
 * The route sets: public pages always; while signed out (or still loading) "/" and every
 * unknown path show the landing page; signed in, the app screens and a real 404.
 */
export function Router({
  user,
  loading,
  landingWhileLoading = true,
}: {
  user: CurrentUser | null;
  loading: boolean;
  /** False when the page was not the prerendered landing page: loading then shows a spinner. */
  landingWhileLoading?: boolean;
}) {
  return (
    <Switch>
      <Route path="/login" component={SignInPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/unlock-account" component={UnlockAccountPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/confirm-email" component={ConfirmEmailPage} />
      <Route path="/two-factor-recovery/cancel" component={CancelTwoFactorRecoveryPage} />
      <Route path="/two-factor-recovery" component={TwoFactorRecoveryPage} />
      <Route path="/free-trial" component={FreeTrialPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/resources" component={ResourcesPage} />
      <Route path="/whs-documents-small-business" component={SmallBusinessPage} />
      <Route path="/team/join/:token">
        {(params) => (loading ? <PageLoading /> : <JoinTeamPage token={params.token} user={user} />)}
      </Route>
      {loading || !user ? (
        <>
          <Route path="/settings">{() => (loading ? <SessionLoading /> : <SettingsAccessDenied />)}</Route>
          <Route component={loading && !landingWhileLoading ? SessionLoading : LandingPage} />
        </>
      ) : (
        <>
          <Route path="/">{() => <DashboardPage user={user} />}</Route>
          <Route path="/landing" component={LandingPage} />
          <Route path="/generator" component={GeneratorPage} />
          <Route path="/documents/new" component={GeneratorPage} />
          <Route path="/document-selector" component={GeneratorPage} />
          <Route path="/documents" component={DocumentsPage} />
          <Route path="/editor/:id/sign-on-poster">{(params) => <SignOnPosterPage id={params.id} />}</Route>
          <Route path="/editor/:id">{(params) => <EditorPage id={params.id} />}</Route>
          <Route path="/updates/:id">{(params) => <UpdatePage id={params.id} />}</Route>
          <Route path="/editor">{() => <Redirect to="/documents" />}</Route>
          <Route path="/packs" component={PacksPage} />
          <Route path="/subscribe">{() => <SubscribePage user={user} />}</Route>
          <Route path="/settings">{() => <SettingsPage user={user} />}</Route>
          <Route path="/businesses/new" component={NewBusinessPage} />
          <Route path="/edit-business/:id">{(params) => <EditBusinessPage id={params.id} />}</Route>
          <Route path="/edit-business">{() => <EditBusinessPage />}</Route>
          <Route path="/businesses/:id/requirements">{(params) => <RequirementsPage id={params.id} />}</Route>
          <Route component={NotFoundPage} />
        </>
      )}
    </Switch>
  );
}
