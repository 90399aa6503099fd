CREATE TABLE "integration_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(20) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"name_es" varchar(60) NOT NULL,
	"intro_en" varchar(300) DEFAULT '' NOT NULL,
	"intro_es" varchar(300) DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
-- The four categories the directory had as fixed values, with their names and introductions in both languages.
INSERT INTO "integration_categories" ("slug", "name_en", "name_es", "intro_en", "intro_es", "position") VALUES
  ('ecommerce', 'E-commerce Platforms', 'Plataformas de comercio electrónico', 'Orders, products and customers flow in; refunds, exchanges and store credit flow back.', 'Pedidos, productos y clientes entran; reembolsos, cambios y saldo en tienda vuelven.', 10),
  ('shipping', 'Shipping & Logistics', 'Envíos y logística', 'Labels, drop-off codes and tracking from the carriers your shoppers already use.', 'Etiquetas, códigos de entrega y seguimiento de los transportistas que ya usan tus compradores.', 20),
  ('oms', 'Order Management Systems', 'Sistemas de gestión de pedidos', 'Return authorisations, stock updates and dispositions kept in step with your order management.', 'Autorizaciones de devolución, stock y destinos sincronizados con tu gestión de pedidos.', 30),
  ('fraud', 'Fraud Detection Systems', 'Sistemas de detección de fraude', 'Risk signals checked before a return is approved.', 'Señales de riesgo revisadas antes de aprobar una devolución.', 40)
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_category_integration_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."integration_categories"("slug") ON DELETE restrict ON UPDATE cascade;