import { lazy } from 'react';
import { AdminGate } from '../../features/admin-shell/admin-gate';
import { withTexts } from '../../lib/i18n';

const loadAssistant = () =>
  withTexts(['wizard', 'staff'], () => import('../../features/admin-assistant/assistant-screen'));
const AssistantScreen = lazy(() => loadAssistant().then((module) => ({ default: module.AssistantScreen })));

export default function AssistantPage() {
  return <AdminGate prefetch={loadAssistant}>{() => <AssistantScreen />}</AdminGate>;
}
