import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

const newsSchema = new Schema(
  {
    /** Stable key of seeded articles, so seeding never duplicates them (unique). */
    slug: { type: String, required: true },
    category: { type: String, required: true, trim: true },
    /** Publication day (midnight UTC for seeded articles; the publish time for written ones). */
    date: { type: Date, required: true },
    /**
     * From when the public routes show the article (decision 201): null for a draft, a future time for a scheduled one.
     * Compared with the time of each read, so no job has to run when it comes.
     */
    publish_at: { type: Date, default: null },
    /** An https image shown with the article (written articles only). */
    cover_image_url: { type: String, default: null },
    title: { type: String, required: true, trim: true },
    excerpt: { type: String, required: true, trim: true },
    /** HTML */
    content: { type: String, required: true },
  },
  { collection: 'news', timestamps: true },
);
newsSchema.index({ slug: 1 }, { unique: true });
newsSchema.index({ date: -1, _id: -1 });
newsSchema.index({ category: 1, date: -1 });
newsSchema.index({ publish_at: -1, _id: -1 });

export type NewsDocument = Omit<InferSchemaType<typeof newsSchema>, 'publish_at' | 'cover_image_url'> & {
  _id: Types.ObjectId;
  publish_at: Date | null;
  cover_image_url?: string | null;
};
export const NewsModel = model('News', newsSchema);
