// The Pc page shell: layouts, master pages, backgrounds and themes (spec 1 §1, §2 Layouts).
export {};
