"""Exchange with other libraries and processes: DLPack / CUDA array interface (dlpack.py), safetensors files
(serialization.py), pickling (pickling.py)."""
