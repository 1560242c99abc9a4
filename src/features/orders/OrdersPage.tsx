import { PageHeader } from '@/components/PageHeader';

// Temporary: the screen's title inside the layout until its own issue builds the screen.
export default function OrdersPage() {
  return <PageHeader title="Order Management" />;
}
