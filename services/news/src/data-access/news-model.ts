import { Schema, model, type InferSchemaType, type Types } from 'mongoose';

const newsSchema = new Schema(
  {
    /** Stable key of seeded articles, so seeding never duplicates them (unique). */
    slug: { type: String, required: true },
    category: { type: String, required: true, trim: true },
    /** Publication day (midnight UTC). */
    date: { type: Date, required: true },
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

export type NewsDocument = InferSchemaType<typeof newsSchema> & { _id: Types.ObjectId };
export const NewsModel = model('News', newsSchema);
