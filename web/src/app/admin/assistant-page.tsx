import { lazy } from 'react';
import { AdminGate } from '../../features/admin-shell/admin-gate';
import { withTexts } from '../../lib/i18n';

const loadAssistant = () => withTexts(['wizard', 'staff'], () => import('./assistant'));
const Assistant = lazy(() => loadAssistant().then((module) => ({ default: module.Assistant })));

export default function AssistantPage() {
  return <AdminGate prefetch={loadAssistant}>{() => <Assistant />}</AdminGate>;
}
