import { FileUploadCard } from '../../../features/knowledge/components/file-upload-card.tsx';
import { AllHotelsGaps } from '../../../features/knowledge-gaps/components/all-hotels-gaps.tsx';
import { KnowledgeFileList } from '../../../features/knowledge/components/knowledge-file-list.tsx';

export default function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
      <FileUploadCard title="General Hotel Information Upload" hotelId={null} />
      <KnowledgeFileList title="General files" hotelId={null} />
      <AllHotelsGaps />
    </div>
  );
}
