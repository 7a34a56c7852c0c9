import { AdminGate } from './admin-page';
import { AssistantScreen } from './assistant/assistant-screen';

export default function AssistantPage() {
  return <AdminGate>{() => <AssistantScreen />}</AdminGate>;
}
