//.kernel gep_index_add_w16
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 32
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.14)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.15)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.13)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.4)
//.declare V35 (41)  rf=r size=128 type=d align=32 words (r3.0)
//.declare V36 (42)  rf=r size=128 type=d align=32 words (r5.0)
//.declare V37 (43)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V38 (44)  rf=r size=128 type=uq align=32 words (r7.0)
//.declare P1 (46)  rf=f16  size=2 type=uw align=1 words (f2.0)
//.declare P2 (47)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P3 (48)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare P4 (49)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P5 (50)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V40 (51)  rf=r size=64 type=d align=32 words (r1.0)
//.declare V41 (52)  rf=r size=64 type=d align=32 words (r9.0)
//.declare V42 (53)  rf=r size=8 type=uq align=4 words (r2.2)
//.declare V43 (54)  rf=r size=128 type=uq align=32 words (r10.0)
//.declare V44 (55)  rf=r size=128 type=q alias=V35+0 align=32 words (r3.0)
//.declare V45 (56)  rf=r size=128 type=q alias=V35+0 align=32 words (r3.0)
//.declare V46 (57)  rf=r size=8 type=q alias=V33+0 align=4 words (r2.3)
//.declare V47 (58)  rf=r size=128 type=q alias=V36+0 align=32 words (r5.0)
//.declare V48 (59)  rf=r size=128 type=q alias=V43+0 align=32 words (r10.0)
//.declare V49 (60)  rf=r size=128 type=q alias=V38+0 align=32 words (r7.0)
//.declare V50 (61)  rf=r size=8 type=q alias=V37+0 align=4 words (r2.1)
//.declare V51 (62)  rf=r size=128 type=ud alias=V35+0 align=32 words (r3.0)
//.declare V52 (63)  rf=r size=128 type=ud alias=V36+0 align=32 words (r5.0)
//.declare V53 (64)  rf=r size=128 type=d alias=V35+0 align=32 words (r3.0)
//.declare V54 (65)  rf=r size=128 type=d alias=V36+0 align=32 words (r5.0)
//.declare V55 (66)  rf=r size=128 type=uq alias=V38+0 align=32 words (r7.0)
//.declare V56 (67)  rf=r size=64 type=d alias=V41+0 align=32 words (r9.0)
//.declare V57 (68)  rf=r size=64 type=d alias=V40+0 align=32 words (r1.0)
//.declare V58 (69)  rf=r size=8 type=q alias=V42+0 align=4 words (r2.2)
//.declare V59 (70)  rf=r size=128 type=uq alias=V43+0 align=32 words (r10.0)
//.declare  (71)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (72)  rf=r size=32 type=uw align=1 words (r12.0)
//.declare  (73)  rf=r size=32 type=uw align=1 words (r13.0)
//.declare  (74)  rf=r size=16 type=w align=32 words (r14.0)
//.declare  (75)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (77)  rf=r size=64 type=uw align=32 words (r15.0)
//.declare  (78)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (79)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (80)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (81)  rf=r size=64 type=ud align=32 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V37      | :uq      |      8 | r2+8     | general    |
// | V42      | :uq      |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V34      | :q       |      8 | r2+32    | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $18
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r2:1 bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218D500 // $18
// B002: Preds:{B001},  Succs:{}
// gep_index_add_w16_BB_0:
        mov (8|M0)               r14.0<1>:w    0x76543210:v                                          // $1
        mov (16|M0)              r5.0<1>:q     r2.4<0;1,0>:q                    {Compacted,$1.dst}   // $4
        mov (8|M0)               r15.0<4>:uw   r14.0<1;1,0>:uw                  {I@2}                // $1
(W)     mov (1|M0)               r2.0<1>:hf    0x1:hf                                                // $13
        mov (8|M0)               r3.0<1>:q     r15.0<4;1,0>:w                   {I@1}                // $1
        add (8|M0)               r4.0<1>:q     r3.0<1;1,0>:q     8:w               {Compacted,I@1}   // $2
        add (16|M0)              r3.0<1>:q     r2.3<0;1,0>:q     r3.0<1;1,0>:q    {Compacted,I@1}    // $3
        cmp (16|M0)   (lt)f0.1   null<1>:d     r3.0<2;1,0>:ud    r5.0<2;1,0>:ud   {I@1}              // $9
        cmp (16|M0)   (lt)f1.0   null<1>:d     r3.1<2;1,0>:d     r5.1<2;1,0>:d                       // $11
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r3.1<2;1,0>:d     r5.1<2;1,0>:d                       // $10
(f1.0)  sel (16|M0)              r13.0<1>:uw   r2.0<0;1,0>:uw    0x0:uw              {F@1}           // $13
(f0.1)  sel (16|M0)              r12.0<1>:uw   r2.0<0;1,0>:uw    0x0:uw                              // $13
        shl (16|M0)              r10.0<1>:q    r3.0<1;1,0>:q     2:w               {Compacted}       // $5
        or (16|M0)    (ne)f0.0   null<2>:uw    r12.0<1;1,0>:uw   r13.0<1;1,0>:uw  {I@2}              // $13
        add (16|M0)              r7.0<1>:q     r2.1<0;1,0>:q     r10.0<1;1,0>:q   {Compacted,I@2}    // $6
        mov (16|M0)              r1.0<1>:d     0:w                               {Compacted,$0.dst}  // $8
(f0.0)  send.dc1 (16|M0)         r1       r7      null:0  0x0            0x041411FF           {A@1,$2} // wr:2+0, rd:1; a64 dword gathering read // $14
        add (16|M0)              r10.0<1>:q    r2.2<0;1,0>:q     r10.0<1;1,0>:q   {Compacted}        // $16
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $18
        mul (16|M0)              r9.0<1>:d     r1.0<1;1,0>:d     3:w               {Compacted,$2.dst} // $15
(f0.0)  send.dc1 (16|M0)         null     r10     r9:1    0x0            0x040691FF           {A@1,$3} // wr:2+1, rd:0; a64 dword scattering write // $17
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread // $18


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 40
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
