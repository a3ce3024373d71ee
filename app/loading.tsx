import { LoadingBars } from '@/components/ui/loading-bars';

export default function Loading() {
  return <LoadingBars />;
}
